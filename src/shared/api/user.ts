import { endpoint } from './endpoint';
import { baseBundleSchema } from '../schemas/envelope';
import { signUpRequestSchema, signUpResponseSchema } from '../schemas/sign-up';
import {
  confirmMailAddressRequestSchema,
  confirmMailAddressResponseSchema,
  mailConfirmationRequestSchema,
  mailConfirmationSchema,
  registeredInfoSchema,
  saveUserRequestSchema,
  saveUserResponseSchema,
} from '../schemas/user';

export const userApi = {
  getMailConfirmation: endpoint({
    path: 'User/GetMailConfirmation',
    access: 'public',
    body: mailConfirmationRequestSchema,
    response: mailConfirmationSchema,
    summary:
      'The address a confirmation link is for and until when it works; 250 unknown, 251 expired, 252 used',
  }),
  confirmMailAddress: endpoint({
    path: 'User/ConfirmMailAddress',
    access: 'public',
    body: confirmMailAddressRequestSchema,
    response: confirmMailAddressResponseSchema,
    summary:
      "Bind a confirmation link's address to the learner proving it with student number and password (throttled like Auth/Login)",
  }),
  getRegisteredInfo: endpoint({
    path: 'User/GetRegisteredInfo',
    access: 'learner',
    body: baseBundleSchema,
    response: registeredInfoSchema,
    summary:
      "The learner's mail address and mobile number as the change form starts from, and an address awaiting confirmation",
  }),
  save: endpoint({
    path: 'User/Save',
    access: 'learner',
    body: saveUserRequestSchema,
    response: saveUserResponseSchema,
    summary:
      'Change of registration: bit mask 1 mail (confirmation link sent), 2 mobile, 4 password; items the site turns off are refused (403)',
  }),
  signUp: endpoint({
    path: 'User/SignUp',
    access: 'public',
    body: signUpRequestSchema,
    response: signUpResponseSchema,
    summary: 'Turn on web access for an enrolled learner (student number, furigana, birth date)',
  }),
};
