// The figures of the files and answers a patient adds before a consultation, in one place (decision 0033).

export const FILE_LIMITS = {
  /** The largest file: 10 MB (a phone's photo is 2 to 5 MB; a scanned report rarely more). */
  maxBytes: 10 * 1024 * 1024,
  /** Files an appointment holds (deleted ones not counted). */
  maxFiles: 20,
  /** What the form's other fields and the multipart framing may take besides the file. */
  formBytes: 16 * 1024,
  /** The daily sweep deletes the files of an appointment that never took place this many days after its time. */
  unusedDays: 30,
  /** A row still 'uploading' this long after it was written lost its upload (the Worker stopped): swept. */
  abandonedMs: 24 * 60 * 60 * 1000,
} as const;

/** The labels a patient chooses for a file. */
export const FILE_LABELS = ['report', 'scan', 'prescription', 'photo', 'other'] as const;
export type FileLabel = (typeof FILE_LABELS)[number];

export const isFileLabel = (value: string): value is FileLabel => (FILE_LABELS as readonly string[]).includes(value);

/** The types accepted, as their first bytes show them. */
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** The longest note a file may carry. */
export const NOTE_MAX = 300;
/** The longest file name kept (longer ones are cut, keeping the extension). */
export const NAME_MAX = 120;
