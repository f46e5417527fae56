// What the browser's entry script (client/entry.ts) says about its work, for the page's own code and its tests.

/**
 * Set on <html> once every island of the page has hydrated: React has committed each one and run its effects, so
 * every call-to-action acts as a button. The state a page reaches after a few seconds of idle, when nobody taps.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
