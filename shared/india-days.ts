// India keeps UTC+05:30 all year (no daylight saving), so an instant and India's calendar convert by a fixed offset.
// This is that offset's one source, with India days as whole numbers (days since 1970-01-01 in India time) for figures
// counted per day: a UTC-ms instant's day is one addition and one division, in SQL as in TypeScript.

export const INDIA_OFFSET_MS = 19_800_000;
export const DAY_MS = 86_400_000;

/** The India day number of an instant (UTC ms). */
export const indiaDayNumber = (instant: number) => Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS);

/** The same, in SQL, for an integer column of UTC ms. */
export const indiaDayNumberSql = (column: string) => `(${column} + ${INDIA_OFFSET_MS}) / ${DAY_MS}`;

/** The India date ('2026-11-27') of an instant. */
export const indiaDateOf = (instant: number) => new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** '2026-11-27' for an India day number. */
export const dateOfIndiaDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The India week (Monday to Sunday) of an India day number, as a whole number: weeks since Monday 29 December 1969
 * (1970-01-01, day 0, was a Thursday, three days into its week).
 */
export const indiaWeekOfDay = (day: number) => Math.floor((day + 3) / 7);

/** The India week of an instant (UTC ms). */
export const indiaWeekNumber = (instant: number) => indiaWeekOfDay(indiaDayNumber(instant));

/** The same, in SQL, for an integer column of UTC ms (instants after 1970, so integer division floors). */
export const indiaWeekNumberSql = (column: string) => `((${indiaDayNumberSql(column)}) + 3) / 7`;

/** The India day number of a week's Monday. */
export const mondayOfIndiaWeek = (week: number) => week * 7 - 3;

/** The instant (UTC ms) an India week starts: its Monday at India midnight. */
export const indiaWeekStart = (week: number) => mondayOfIndiaWeek(week) * DAY_MS - INDIA_OFFSET_MS;
