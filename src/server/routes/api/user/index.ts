import type { FastifyInstance } from 'fastify';
import mailRegistrationRoutes from './mail-registration';
import registrationRoutes from './registration';
import signUpRoutes from './sign-up';

/**
 * The User controller (SPEC.md §7): the signed-in learner's change of registration behind the
 * site's `useChangeRegistered` switch, and the public mail registration the confirmation link
 * opens (the learner may not be signed in on that phone), and the public sign-up, each in its own
 * scope.
 */
export default async function userRoutes(app: FastifyInstance) {
  await app.register(registrationRoutes);
  await app.register(mailRegistrationRoutes);
  await app.register(signUpRoutes);
}
