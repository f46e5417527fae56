// The words of a prescription a patient or a pharmacist reads, in English (the Hindi twin, copy.hi.ts, has the
// same type): the printed prescription's labels (the doctor's copy, and the patient's in English) and /rx, the
// check of a prescription number. The medical text itself is printed as the doctor wrote it. No imports, so the
// end-to-end tests can read it without the Worker's types: copy.ts checks the sexes, frequencies and dose units
// against the records module's lists (src/records/fields.ts: every one has words, no words for one that does not
// exist).

export const RECORDS_COPY_EN = {
  document: {
    title: 'Prescription',
    documentTitle: (number: string) => `Prescription ${number}`,
    draft: 'DRAFT – not valid. This prescription is not issued yet: do not give it to a pharmacy.',
    registration: 'Registration number',
    council: 'Medical council',
    contact: 'Contact',
    patient: 'Patient',
    age: 'Age',
    years: (years: number) => `${years} years`,
    sex: 'Sex',
    sexes: { female: 'Female', male: 'Male', other: 'Other', 'not-stated': 'Not stated' },
    notRecorded: 'Not recorded',
    date: 'Date',
    notIssued: 'Not issued yet',
    consultation: 'Consultation',
    modes: { video: 'Video consultation', audio: 'Audio consultation', chat: 'Chat consultation' },
    complaints: 'Chief complaints',
    vitals: 'Vitals reported by the patient',
    diagnosis: 'Provisional diagnosis',
    medicines: 'Medicines (Rx)',
    columns: { medicine: 'Medicine', dose: 'Dose', when: 'How often', days: 'For', notes: 'Instructions' },
    days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    frequencies: {
      OD: 'Once a day',
      BD: 'Twice a day',
      TDS: 'Three times a day',
      QID: 'Four times a day',
      HS: 'At bedtime',
      SOS: 'Only when needed',
      weekly: 'Once a week',
      stat: 'Once, straight away',
    },
    /** A dose's unit as printed after its amount ('1 tablet'); the doctor's form stores the English (fields.ts). */
    doseUnits: {
      tablet: 'tablet',
      capsule: 'capsule',
      ml: 'ml',
      mg: 'mg',
      g: 'g',
      mcg: 'mcg',
      IU: 'IU',
      units: 'units',
      drop: 'drop',
      puff: 'puff',
      sachet: 'sachet',
      lozenge: 'lozenge',
      application: 'application',
    },
    refill: (number: string) => `Re-fill of ${number}`,
    advice: 'Advice',
    investigations: 'Investigations',
    followUp: 'Follow-up',
    none: 'None',
    number: 'Prescription number',
    verify: 'Check it is valid at',
    supersedes: (number: string) => `Supersedes ${number}: that prescription is no longer valid.`,
    supersededBy: (number: string) => `Superseded by ${number}: this prescription is no longer valid.`,
    signed: (name: string, time: string) => `Digitally signed: issued by ${name} on ${time} (India time).`,
    unsigned: 'Not signed: the doctor has not issued it.',
    teleconsultation:
      'This prescription was written after a tele-consultation, under the Telemedicine Practice Guidelines 2020.',
    print: 'Print or save as PDF',
    printHelp:
      'To print it or keep it as a PDF, use your browser’s Print command (Ctrl+P, or Share → Print on a phone).',
    back: 'Back',
  },
  rx: {
    lead: 'Type the prescription number printed on the prescription (it starts with RX-) to see whether we issued it and whether it is still valid. This check shows nothing about the patient or the medicines.',
    number: 'Prescription number',
    hint: 'For example RX-7K3F9Q2M: RX-, then 8 letters and digits.',
    check: 'Check',
    badNumber: 'Write the number as printed: RX-, then 8 letters and digits (for example RX-7K3F9Q2M).',
    notFoundTitle: 'No such prescription',
    notFound: (number: string) =>
      `We have no issued prescription with the number ${number}. Check the number as printed; if it is right, do not dispense from it, and call us.`,
    validTitle: 'Valid prescription',
    valid: (number: string) => `${number} was issued by one of our doctors and is valid.`,
    supersededTitle: 'No longer valid',
    superseded: (number: string, by: string) =>
      `${number} was issued by one of our doctors but has been replaced by ${by}. Dispense only from ${by}.`,
    checkNew: (by: string) => `Check ${by}`,
    issued: 'Issued',
    indiaTime: (time: string) => `${time} (India time)`,
    doctor: 'Doctor',
    registration: 'Registration number',
    council: 'Medical council',
    another: 'Check another number',
    call: (phone: string) => `Questions about a prescription? Call us on ${phone}.`,
  },
};

export type RecordsCopy = typeof RECORDS_COPY_EN;
export type DocumentWords = RecordsCopy['document'];
export type RxWords = RecordsCopy['rx'];
