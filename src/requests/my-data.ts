// Download Your Data: its address, which the privacy page links to. The download itself is the patient's area's
// (src/account/my-data.ts), where the rule of what belongs to an account lives.
export const MY_DATA_PATH = '/privacy/my-data';
