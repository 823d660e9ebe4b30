import {
  emailVerifiedDocument,
  googleStartDocument,
  profileImageDocument,
  recoveryCodesDocument,
  signInDocument,
  twoFactorSetupDocument,
} from '../auth.ts';
import { messageDocument } from '../json-api.ts';
import type { RouteContract } from '../routes.ts';
import { userDocument, userListDocument } from '../users.ts';

export const authRoutes = {
  'POST /register': { response: { 201: userDocument } },
  'GET /email/verify/:userId/:hash': { response: { 200: emailVerifiedDocument } },
  'POST /email/verification-notification': { response: { 202: messageDocument } },
  'POST /login': { response: { 200: signInDocument } },
  'POST /logout': { response: { 200: messageDocument } },
  'GET /auth/google': { response: { 200: googleStartDocument } },
  'POST /auth/google/callback': { response: { 200: signInDocument } },
  'POST /password-forgot': { response: { 202: messageDocument } },
  'POST /password-reset': { response: { 200: messageDocument } },
  'GET /me': { response: { 200: userDocument } },
  'PATCH /me': { response: { 200: userDocument } },
  'GET /uploads/profile-images/:file': { response: { 200: 'binary' } },
  'POST /uploads/users/:id/profile-image': { response: { 200: profileImageDocument } },
  'POST /two-factor/setup': { response: { 200: twoFactorSetupDocument } },
  'POST /two-factor/confirm': { response: { 200: recoveryCodesDocument } },
  'POST /two-factor/disable': { response: { 200: messageDocument } },
  'POST /login/two-factor': { response: { 200: signInDocument } },
  'GET /users': { response: { 200: userListDocument } },
  'GET /users/:id': { response: { 200: userDocument } },
  'POST /users': { response: { 201: userDocument } },
  'PATCH /users/:id': { response: { 200: userDocument } },
  'DELETE /users/:id': { response: { 204: 'empty' } },
} as const satisfies Record<string, RouteContract>;
