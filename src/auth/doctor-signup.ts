// A doctor sign-up grants nothing: the account waits for an admin to approve it (Users → Doctors). The coordinators
// hear of it through the outbox; the message row is written before the sign-up answers, and handed to the queue in
// the background. Nothing here can fail the sign-up.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { inBackgroundOrFirst } from '../http/background';
import { handOver, queueDoctorSignup, type DoctorSignupFacts } from '../notifications';

export async function tellAdminsOfDoctor(c: Context<AppEnv>, facts: DoctorSignupFacts): Promise<void> {
  const env = c.env ?? {};
  try {
    const now = Date.now();
    const ids = await queueDoctorSignup(env, facts, now);
    // Without an execution context (the Node dev server) handed over before the sign-up answers.
    await inBackgroundOrFirst(c, handOver(env, ids, now));
  } catch (error) {
    console.error('auth: could not queue the doctor sign-up message', error);
  }
}
