// The terms of service's words. Figures (age, uptime, dispute days, arbitration amount, court city) come in as
// arguments from src/content/policies/facts.ts; contact details are configuration.
import type { POLICY_LIMITS } from '../../content/policies/facts';
import type { TermsSectionId } from './sections';

export interface TermsFigures {
  age: string;
  uptime: string;
  disputeDays: string;
  ackHours: string;
  resolveDays: string;
  arbitrationAmount: string;
  city: string;
  emergency: string;
}

export const TERMS_COPY_EN = {
  lead: 'The agreement between you and us when you use our website and our online consultation services. Please read it before you book.',
  contactLegal: 'Contact Legal Team',
  legalSubject: 'Legal enquiry',
  /** The court city's name (facts.ts holds it as an id), in this language. */
  cities: { Chennai: 'Chennai' } as Record<typeof POLICY_LIMITS.jurisdictionCity, string>,
  toc: {
    sections: {
      acceptance: '1. Accepting these terms',
      services: '2. Our services',
      obligations: '3. Your obligations',
      limitations: '4. Limits of the service',
      payments: '5. Payments and refunds',
      privacy: '6. Privacy',
      'intellectual-property': '7. Intellectual property',
      termination: '8. Ending the agreement',
      liability: '9. Liability',
      disputes: '10. Complaints and disputes',
    } as Record<TermsSectionId, string>,
    regulation: 'Laws we follow',
    prohibited: 'What you must not do',
    contact: 'Contact us',
  },
  sections: (f: TermsFigures): Record<TermsSectionId, string[]> => ({
    acceptance: [
      'By using our website or booking a service, you agree to these terms. If you do not agree, please do not use our services.',
      `You must be ${f.age} or older to use our services on your own. A younger person may use them only with the consent of a parent or guardian, who must join the consultation.`,
      'We may update these terms. We show the date of each change at the top of this page. Changes do not apply to a service you have already paid for.',
    ],
    services: [
      'We arrange online consultations with registered doctors by video, phone or chat, second opinions, advisory plans and health check-up packages with partner labs. Our coordinators help you book by phone, WhatsApp or our booking form.',
      'Doctors consult under the Telemedicine Practice Guidelines 2020 and use their own medical judgement.',
      `We aim to keep the platform available ${f.uptime} of the time. This is a target, not a promise: repairs and outages can happen.`,
    ],
    obligations: [
      'Give true, complete and current details about yourself and your health.',
      'Keep your password secret, and tell us at once if you think someone else has used your account.',
      'Book for another person only with their consent, or as their parent or guardian.',
      'Follow the list of things you must not do, below.',
    ],
    limitations: [
      `Our services are not for emergencies. In an emergency, call ${f.emergency} or go to the nearest hospital.`,
      'A doctor may decide that an online consultation is not right for you and ask you to see a doctor in person. Some medicines cannot be prescribed online.',
      'No doctor can promise a result. Read our medical disclaimer for the full limits of online care.',
    ],
    payments: [
      'Prices are in Indian rupees and are shown before you pay. You can pay by card, UPI, net banking or wallet.',
      'Refunds follow our refund policy, which is part of these terms.',
      `If a charge looks wrong, tell us within ${f.disputeDays} days of the charge.`,
    ],
    privacy: [
      'We handle your personal data as our privacy policy explains, under the Digital Personal Data Protection Act 2023 and the Information Technology Act 2000.',
    ],
    'intellectual-property': [
      'The text, design and logo of this website belong to us or to those who license them to us. You may print or save pages for your own use. You may not copy them for any other purpose without our written consent.',
      'Your reports, prescriptions and health records are about you. You can ask us for a copy at any time.',
    ],
    termination: [
      'You can stop using our services and ask us to close your account at any time.',
      'We may suspend or close an account that breaks these terms. We will tell you why, unless the law does not allow it.',
      'When an account closes, we keep medical and billing records only as long as our privacy policy says.',
    ],
    liability: [
      'We provide our services with reasonable care and skill.',
      'Where the law allows, our liability for a service is limited to the amount you paid for that service, and we are not liable for indirect losses.',
      'This limit does not apply where Indian law does not allow it, and it does not take away your rights under the Consumer Protection Act 2019.',
    ],
    disputes: [
      `Please talk to us first. We acknowledge every complaint within ${f.ackHours} hours and aim to resolve it within ${f.resolveDays} business days.`,
      `For a dispute above ${f.arbitrationAmount}, either of us may propose arbitration under the Arbitration and Conciliation Act 1996, held in ${f.city}. Arbitration is optional: it takes place only if we both agree to it in writing.`,
      `These terms are governed by Indian law, and the courts of ${f.city} have jurisdiction. You can still complain to a consumer commission, including the one where you live.`,
    ],
  }),
  regulation: {
    intro: 'Our services follow these Indian laws and rules:',
    cards: [
      {
        title: 'Telemedicine Practice Guidelines 2020',
        body: 'How registered doctors consult online, confirm who the patient is, keep records and prescribe.',
      },
      {
        title: 'Information Technology Act 2000',
        body: 'Makes electronic records and consents valid, and requires reasonable security for sensitive personal data.',
      },
      {
        title: 'Digital Personal Data Protection Act 2023',
        body: 'Your rights over your personal data, and our duties, with the Digital Personal Data Protection Rules 2025.',
      },
      {
        title: 'Consumer Protection Act 2019',
        body: 'Clear prices, fair refund terms and a grievance officer, with the Consumer Protection (E-Commerce) Rules 2020.',
      },
    ],
  },
  prohibited: {
    intro: 'When you use our website or services, you must not:',
    items: [
      'Give a false name or use another person’s details without their consent.',
      'Ask for medicines that cannot be prescribed online, or misuse a prescription.',
      'Record a consultation without the doctor’s agreement.',
      'Abuse, threaten or harass our doctors or staff.',
      'Try to get into another person’s account or our systems, or test their security without our permission.',
      'Copy the website’s content or data in bulk with automated tools.',
      'Send viruses or harmful code, or try to overload the service.',
      'Resell our services without our written agreement.',
      'Use our services for anything against the law.',
    ],
  },
  contactIntro: 'Questions about these terms? Write to our legal team or call us.',
};

export type TermsCopy = typeof TERMS_COPY_EN;
