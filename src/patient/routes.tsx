// The patient's appointment routes: picking a doctor's free time, and the appointment page with what a patient may do
// there. Mounted by the app beside the request forms.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { patientIntakeRoutes } from './intake/routes';
import { appointmentPageRoutes } from './page-routes';
import { pickRoutes } from './pick-routes';

export const patientAppointmentRoutes = new Hono<AppEnv>();
patientAppointmentRoutes.route('/', pickRoutes);
patientAppointmentRoutes.route('/', appointmentPageRoutes);
patientAppointmentRoutes.route('/', patientIntakeRoutes);
