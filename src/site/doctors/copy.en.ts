// The Doctors page's own words in English (the doctor cards' words are in content/doctors/copy.en.ts). Counts and hours
// come as parameters, already formatted for the page's language; the plain count picks the singular or plural.
export const DOCTORS_PAGE_EN = {
  lead: 'Verified specialists with years of experience, available for video and phone consultations today.',
  requestDoctor: 'Request Specific Doctor',
  talkToCoordinator: 'Talk to Coordinator',
  listTitle: 'Available doctors',
  filter: {
    label: 'Department',
    all: 'All departments',
    submit: 'Filter by Department',
    unknown: 'We do not have that department. Showing all doctors.',
  },
  showingAll: (count: number, shown: string) =>
    count === 1 ? `Showing ${shown} doctor.` : `Showing ${shown} doctors.`,
  showingIn: (count: number, shown: string, department: string) =>
    count === 1 ? `Showing ${shown} doctor in ${department}.` : `Showing ${shown} doctors in ${department}.`,
  allSpecializations: 'View All Specializations',
  request: {
    title: 'Looking for a different specialist?',
    lead: (hours: string) =>
      `Tell us the specialization you need and our team will contact you within ${hours} hours with the right doctor.`,
  },
};

export type DoctorsPageCopy = typeof DOCTORS_PAGE_EN;
