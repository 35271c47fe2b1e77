import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { Created, Uuid } from '../common/schemas';
import { CurrentUser } from './schemas';
import { CreateUserRequest, UpdateUserRequest } from './user-schemas';

// Apart from ./endpoints.ts, which every page loads: these bodies bring the phone rules.

const tag = 'account';
const UserIdParams = z.object({ userId: Uuid });

/** Creates a user in the caller's organisation. */
export const createUser = defineEndpoint({
  id: 'createUser',
  method: 'POST',
  path: '/v0.1/Users',
  summary: 'Create a user',
  tag,
  auth: 'session',
  body: CreateUserRequest,
  response: Created,
  status: 201,
});

/** Updates a profile (the user's own, or one an administrator manages). */
export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PUT',
  path: '/v0.1/Users/{userId}',
  summary: 'Update a user profile',
  tag,
  auth: 'session',
  params: UserIdParams,
  body: UpdateUserRequest,
  response: CurrentUser,
});
