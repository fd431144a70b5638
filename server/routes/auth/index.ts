import type { FastifyInstance } from 'fastify';
import { sessionCookies } from '../../auth/cookies';
import type { RouteSettings } from '../route-settings';
import { credentialChecker } from './credentials';
import { sessionRoutes } from './session';
import { signInRoutes } from './sign-in';
import { signUpRoutes } from './sign-up';

/**
 * Cookie sessions: sign in, refresh (rotating), sign out, who am I, and sign-up by invitation (and
 * what a link invites); and access tokens for API clients, sent as `Authorization: Bearer …`. One
 * file per concern; registered on this one plugin, in this order, so /api/docs lists them as before.
 */
export default async function authRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const cookies = sessionCookies(options.publicUrl);
  signInRoutes(fastify, cookies, credentialChecker(fastify, options.loginThrottle));
  sessionRoutes(fastify, cookies);
  signUpRoutes(fastify, cookies);
}
