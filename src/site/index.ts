// The public site as other areas see it: its routes and the 404 page every area answers with.
export { NOT_FOUND_PAGE, NotFoundPage } from './not-found/NotFoundPage';
export { notFound, siteRoutes, type SiteRouteOptions } from './routes';
