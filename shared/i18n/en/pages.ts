// Each page's title (its heading and the first part of <title>), its shorter menu label where the title is long, and
// its description (meta description and Open Graph), in English: the source every other language follows. Figures are
// named in braces ({lowestConsultationPrice}) and filled from the content's values, formatted for the language.
export interface PageWords {
  title: string;
  navLabel?: string;
  description: string;
}

/** Keyed by page id; src/site-map/registry.ts checks at compile time that every page of the site map has its words. */
export const PAGE_WORDS = {
  home: {
    title: 'Online Doctor Consultations in India',
    navLabel: 'Home',
    description:
      'Consult verified doctors online by video, phone or WhatsApp: general physicians, diabetes care, cancer second opinions and health check-ups.',
  },
  departments: {
    title: 'Departments',
    description:
      'Diabetes care, cancer second opinion, the cancer advisory plan and general physician consultations online.',
  },
  doctors: {
    title: 'Our Doctors',
    navLabel: 'Doctors',
    description:
      'Meet our verified diabetologists, general physicians and oncology specialists, with fees from {lowestDoctorFee}.',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Consultation fees from {lowestConsultationPrice}, subscription plans and add-on services, with a clear refund guarantee.',
  },
  'diabetes-care': {
    title: 'Diabetes Care',
    description:
      'Online diabetes consultations with experienced diabetologists: 30-minute sessions, diet and medicine reviews.',
  },
  'cancer-second-opinion': {
    title: 'Cancer Second Opinion',
    description: 'An oncologist reviews your reports and treatment plan and answers within 24-48 hours.',
  },
  'cancer-advisory-plan': {
    title: 'Cancer Advisory Plan',
    description: 'A monthly plan with two oncologist consultations and ongoing guidance through cancer treatment.',
  },
  'general-physician': {
    title: 'General Physician',
    description:
      'See a general physician online for fevers, infections, chronic conditions and preventive care, from {lowestConsultationPrice}.',
  },
  'health-checkups': {
    title: 'Health Check-ups',
    description:
      'Preventive health check-up packages from {lowestPackagePrice} with home sample collection and a doctor review.',
  },
  telemedicine: {
    title: 'Telemedicine',
    description: 'Video and phone consultations, e-prescriptions and digital health records from your phone.',
  },
  'emergency-care': {
    title: 'Emergency Care',
    description:
      'Emergency guidance around the clock, the numbers to call, and when to go to a hospital straight away.',
  },
  about: {
    title: 'About Us',
    navLabel: 'About',
    description: 'Our mission, values and the security and compliance standards behind our online consultations.',
  },
  contact: {
    title: 'Contact Us',
    navLabel: 'Contact',
    description: 'Reach our emergency helpline, customer support, live chat or email support, and find our offices.',
  },
  'how-it-works': {
    title: 'How it Works',
    description: 'Book, consult and get your prescription in three simple steps, from any phone.',
  },
  terms: {
    title: 'Terms of Service',
    navLabel: 'Terms',
    description: 'The terms that apply to our online consultation services.',
  },
  privacy: {
    title: 'Privacy Policy',
    navLabel: 'Privacy',
    description: 'What we collect, how we use and protect it, and your rights over your health data.',
  },
  cookies: {
    title: 'Cookie Policy',
    navLabel: 'Cookies',
    description: 'The cookies we use, how long they last and how to manage them in your browser.',
  },
  disclaimer: {
    title: 'Medical Disclaimer',
    navLabel: 'Disclaimer',
    description: 'What online consultations can and cannot do, and when to seek emergency care instead.',
  },
  refunds: {
    title: 'Refund Policy',
    navLabel: 'Refunds',
    description: 'Refund timelines for consultations, health packages and subscriptions, by payment method.',
  },
  auth: {
    title: 'Sign In or Create Account',
    description: 'Sign in or create a patient, doctor or admin account.',
  },
  login: {
    title: 'Patient Login',
    description: 'Sign in to book consultations and see your prescriptions.',
  },
  admin: {
    title: 'Admin Dashboard',
    description: 'Administration for staff.',
  },
  account: {
    title: 'My Account',
    description: 'Your account and the requests you have sent us.',
  },
  'doctor-area': {
    title: 'Doctor Area',
    description: "The signed-in doctor's own area.",
  },
  'reset-password': {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
  },
  'confirm-email': {
    title: 'Confirm Your Email',
    description: 'Enter the code from the email we sent when you created your account.',
  },
  book: {
    title: 'Book a Consultation',
    description: 'Call or message our care coordinators to book a consultation.',
  },
  'doctor-request': {
    title: 'Request Specific Doctor',
    description: 'Tell us the specialist you need and our team will contact you within 24 hours.',
  },
  newsletter: {
    title: 'Newsletter',
    description: 'Health tips and plan offers by email, now and then. You can stop them at any time.',
  },
  rx: {
    title: 'Check a prescription',
    description: 'Check from its number whether a prescription our doctors issued exists and is valid.',
  },
  'not-found': {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
  },
} as const satisfies Record<string, PageWords>;
