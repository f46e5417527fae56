// The public site as other areas see it: its routes, the 404 page every area answers with, and the purge of the
// cached pages that show doctors (called after a doctor is saved), and the refund policy's rows.
export { DOCTOR_PAGE_MAX_AGE_SECONDS, doctorPagePaths, purgeDoctorPages } from './doctor-pages';
export { NOT_FOUND_PAGE, NotFoundPage } from './not-found/NotFoundPage';
export { notFound, siteRoutes, type SiteRouteOptions } from './routes';
// The refund policy's rows as its page shows them (the admin's content inventory lists them).
export { refundRow } from './refunds/RefundsPage';
