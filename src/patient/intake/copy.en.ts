// The words of "Before your consultation" on the appointment page and in the patient's area: the files a patient adds
// and the intake questions (decision 0033).
import type { FileLabel, PregnancyAnswer } from '../../intake';

export const INTAKE_COPY_EN = {
  heading: 'Before your consultation',
  lead: 'Add your reports, scans, earlier prescriptions or photos, and answer a few questions. Only you and your doctor can see them.',
  files: {
    heading: 'Your reports and photos',
    none: 'No files added yet.',
    count: (count: number, max: number) => `${count} of ${max} files`,
    labels: {
      report: 'Report',
      scan: 'Scan',
      prescription: 'Earlier prescription',
      photo: 'Photo',
      other: 'Other',
    } satisfies Record<FileLabel, string>,
    open: 'Open',
    download: 'Download',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    openLabel: (name: string) => `Open ${name}`,
    downloadLabel: (name: string) => `Download ${name}`,
    fileField: 'File',
    fileHint: (limit: string) => `A PDF, or a JPEG, PNG or HEIC photo from your phone, up to ${limit}.`,
    labelField: 'What is it?',
    noteField: 'Note for the doctor',
    noteHint: 'For example: "Blood sugar, March 2026".',
    optional: ' (optional)',
    add: 'Add file',
    uploading: 'Uploading',
    progress: (percent: number) => `${percent}% sent`,
    added: 'The file is added. Your doctor will see it before the consultation.',
    removed: 'The file is removed.',
    locationNote: 'Location data in photos is removed before they are kept.',
  },
  refusals: {
    tooLarge: (limit: string) =>
      `This file is larger than ${limit}, the most a file may be. Please choose a smaller file, or a photo of each page.`,
    lengthRequired: 'The file’s size did not come with it. Please add it again from this page.',
    program:
      'This file is a program, not a report or a photo, so it was not added. Please choose a PDF, JPEG, PNG or HEIC file.',
    unknownType: 'Only PDF files and JPEG, PNG or HEIC photos can be added. This file is none of them.',
    tooMany: (max: number) =>
      `This appointment already has ${max} files, the most it can hold. Remove one to add another.`,
    closed: 'Files can no longer be added to this appointment.',
    broken: 'The file did not arrive whole. Please add it again.',
    noFile: 'Choose a file to add.',
    badLabel: 'Choose what the file is.',
    noteTooLong: (max: number) => `The note can be at most ${max} characters.`,
    notRemoved: 'This file is part of your consultation record now, so it stays with the record.',
  },
  intake: {
    heading: 'Questions from your doctor',
    lead: 'Your answers reach your doctor before the call. You can change them until the consultation starts.',
    complaint: 'What is the main problem?',
    complaintHint: 'For example: fever, cough, headache. Separate several with commas.',
    since: 'Since when?',
    sinceHint: 'For example: 3 days, 2 months.',
    medicines: 'Medicines you take now',
    allergies: 'Allergies to medicines or food',
    conditions: 'Known conditions',
    conditionsHint: 'For example: diabetes, high blood pressure, asthma.',
    pregnancy: 'Are you pregnant?',
    pregnancyAnswers: {
      'not-asked': 'Does not apply to me',
      no: 'No',
      yes: 'Yes',
      unsure: 'Not sure',
    } satisfies Record<PregnancyAnswer, string>,
    consent:
      'I agree to be consulted by phone or video. I understand the doctor may ask me to see a doctor in person if I need an examination.',
    save: 'Save answers',
    saved: 'Your answers are saved. You can change them until the consultation starts.',
    closed: 'The consultation has started, so the answers can no longer be changed.',
    savedAt: (when: string) => `Last saved ${when}.`,
    problems: {
      complaint: 'Tell the doctor the main problem.',
      since: 'Say since when.',
      tooLong: 'This is too long.',
      pregnancy: 'Choose an answer.',
      consent: 'Please agree to the consultation to send your answers.',
    },
  },
  access: {
    heading: 'Who opened your files',
    none: 'Nobody has opened your files yet.',
    view: 'opened',
    download: 'downloaded',
    you: 'You',
    doctor: (name: string | null) => (name ? `Dr ${name.replace(/^Dr\.?\s+/i, '')}` : 'Your doctor'),
  },
  accountLink: 'Add reports and answer questions',
};

export type IntakeCopy = typeof INTAKE_COPY_EN;
