// The site's frame in English: header, footer, booking band, flash messages, the 404 page and the home page, with the
// islands' words (islands.ts) spread in, so the server has one dictionary per language. This is the source every
// other language follows (its type is UiWords). The spec's exact wording of messages stays in shared/messages.ts and
// is referenced here, so each has one source.
import { FLASH_MESSAGES, NOT_FOUND_TITLE, type FlashCode, type ToastMessage } from '../../messages';
import { EN_ISLAND_WORDS } from './islands';

export const EN_UI = {
  ...EN_ISLAND_WORDS,
  hours: { ...EN_ISLAND_WORDS.hours, emergency: '24/7' },
  language: {
    /** The switch's accessible name. */
    switchLabel: 'Language',
  },
  header: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main',
    menu: 'Menu',
    signIn: 'Login / Sign Up',
    groups: { main: 'Explore', services: 'Services', company: 'Company', policies: 'Policies' },
  },
  footer: {
    tagline: 'Online consultations with verified doctors, from anywhere in India.',
    supportLine: (hours: string) => `Support and emergency (${hours}):`,
    email: 'Email:',
    customerSupport: (hours: string) => `Customer support: ${hours}`,
    office: (city: string) => `${city} office:`,
    ambulance: 'Ambulance:',
    newsletterTitle: 'Health tips and plan offers',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    patients: 'Patients',
    patientPortal: 'Patient Portal',
    howItWorks: 'How it works',
    accessibility: 'Accessibility',
    copyright: (year: number, siteName: string, ambulance: string) =>
      `© ${year} ${siteName}. Not for emergencies: call ${ambulance} for an ambulance.`,
  },
  booking: {
    cta: 'Book Consultation',
    /** What a booking is about when the visitor did not pick a doctor, package or service. */
    generalSubject: 'An online doctor consultation',
    /** The telemedicine page's Start Video Consultation: what it books and how it is held. */
    videoTopic: {
      subject: 'Video consultation',
      detail: 'A care helper sets up your video call and sends you the link',
    },
    bannerHeading: 'Talk to a doctor today',
    bannerAvailability: (hours: string) => `Our care coordinators are available ${hours}.`,
    /** The /book page, where the dialog's choices live without JavaScript. */
    seeAllDoctors: 'See all doctors',
    helpFindDoctor: 'Call or message us and a coordinator will help you find the right doctor.',
    errors: {
      oneChoice: 'Choose one doctor, package or service to book.',
      unknownDoctor: 'We could not find that doctor.',
      unknownPackage: 'We could not find that package.',
      unknownService: 'We could not find that service.',
    },
  },
  common: {
    step: (number: number) => `Step ${number}`,
  },
  /** The page where a patient opens a booked appointment again (/appointments): linked from the menu and footer. */
  appointmentLookup: {
    /** In the header's menus, where space is short. */
    navLabel: 'My appointment',
    link: 'Find your appointment',
    /** Before the link, on the booking, contact and refunds pages. */
    lead: 'Booked a time already? Open it with its reference and your mobile number to see it, pay, change or cancel it.',
  },
  flash: FLASH_MESSAGES satisfies Record<FlashCode, ToastMessage> as Record<FlashCode, ToastMessage>,
  /** Words of the structured data (JSON-LD) search engines read. */
  seo: {
    country: 'India',
    councilRegistration: (council: string) => `${council} registration`,
  },
  notFound: {
    title: NOT_FOUND_TITLE,
    returnHome: 'Return to Home',
  },
  home: {
    heroTitle: 'See a doctor online, from anywhere in India',
    heroLead: (fromPrice: string) =>
      `General physicians, diabetes specialists and oncologists on video, phone or WhatsApp, with consultations from ${fromPrice}.`,
    meetDoctors: 'Meet our doctors',
    servicesTitle: 'Our services',
    howItWorksTitle: 'How it works',
    steps: [
      {
        title: 'Book',
        description: 'Call, chat on WhatsApp or book online. A coordinator confirms a time that suits you.',
      },
      {
        title: 'Consult',
        description: 'Talk to a verified doctor by video or phone, in a language you are comfortable with.',
      },
      {
        title: 'Recover',
        description: 'Get a digital prescription and follow-up advice, kept safely in your health record.',
      },
    ] as { title: string; description: string }[],
    moreAboutHow: 'More about how consultations work',
    figuresLabel: 'In numbers',
    figures: { consultations: 'consultations', satisfaction: 'patient satisfaction', emergencyLine: 'emergency line' },
  },
};

export type UiWords = typeof EN_UI;
