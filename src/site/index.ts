// The public site as other areas see it: its routes (the pages, the request forms' pages and posts, and the unsubscribe
// links, which app.tsx mounts before the cross-origin check), the purge of the cached pages that show doctors (called
// after a doctor is saved), and the refund policy's rows. The 404 page every area answers with is in
// src/render/not-found.tsx.
export { DOCTOR_PAGE_MAX_AGE_SECONDS, doctorPagePaths, purgeDoctorPages } from './doctor-pages';
export { requestRoutes } from './request-forms/routes';
export { siteRoutes, type SiteRouteOptions } from './routes';
export { unsubscribeRoutes } from './unsubscribe-routes';
// The refund policy's rows as its page shows them (the admin's content inventory lists them).
export { refundRow } from './refunds/RefundsPage';
