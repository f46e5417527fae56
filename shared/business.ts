// Business hours and reply times from SPEC.md section 9, shown by both server pages and islands.
export const SUPPORT_HOURS = 'Mon-Sun 8 AM-10 PM';
export const LIVE_CHAT_HOURS = 'Mon-Sun 9 AM-9 PM';
export const EMERGENCY_HOURS = '24/7';
export const DOCTOR_REQUEST_REPLY = 'within 24 hours';
