// The Health Check-ups page's own words in English (the packages, benefits, screenings and steps are in
// content/health-checkups/copy.en.ts). Phone numbers come as parameters from the configuration.
export const HEALTH_CHECKUPS_PAGE_EN = {
  title: 'Preventive Health Check-ups',
  lead: 'Catch health problems early with check-up packages for every age, home sample collection and a doctor who explains your results.',
  schedule: 'Schedule Check-up',
  viewPackages: 'View Packages',
  benefitsTitle: 'Why get a regular check-up',
  packagesTitle: 'Check-up packages',
  screeningTitle: 'Recommended screenings',
  recommended: (frequency: string) => `Recommended: ${frequency}`,
  processTitle: 'How it works',
  call: {
    title: 'Questions about a package?',
    text: 'Call our team to choose the right check-up.',
    /** The words around the national ambulance number, which the page links (spaces included). */
    emergencyBefore: 'In a medical emergency, call the national ambulance number ',
    emergencyAfter: '.',
    callNow: (phone: string) => `Call Now: ${phone}`,
  },
};

export type HealthCheckupsPageCopy = typeof HEALTH_CHECKUPS_PAGE_EN;
