// Times as the doctor reads them: India time, whatever the server's or the browser's zone.
const zone = 'Asia/Kolkata';
const clock = new Intl.DateTimeFormat('en-IN', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-IN', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long' });
const dayWithYear = new Intl.DateTimeFormat('en-IN', {
  timeZone: zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '10:30 am'. */
export const clockTime = (instant: number) => clock.format(instant);
/** 'Friday, 27 November'. */
export const dayName = (instant: number) => day.format(instant);
/** 'Friday, 27 November 2026'. */
export const fullDay = (instant: number) => dayWithYear.format(instant);
