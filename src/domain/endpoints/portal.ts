import { apiPaths } from '../api-paths.js';
import { callableBy, empty, endpointGroup, json } from '../endpoint.js';
import {
  type PortalOverview,
  type ProfileChangeSubmitted,
  portalMessages,
  type SpeaksSpanishSaved,
  speaksSpanishSchema,
} from '../portal.js';
import { profileFieldsSchema } from '../profile-changes.js';
import { idParam } from '../validation.js';

const portalReader = callableBy('read:portal:own');
const profileEditor = callableBy('update:business-profile:own');

export const portalEndpoints = endpointGroup('Portal', apiPaths.portal, {
  overview: portalReader("The owner's business and the change waiting for approval", {
    answer: json<PortalOverview>(),
  }),
  submitChange: profileEditor('Send profile changes for approval', {
    body: profileFieldsSchema,
    answer: json<ProfileChangeSubmitted>(201),
  }),
  withdrawChange: profileEditor('Withdraw the waiting profile change', {
    params: idParam(portalMessages.changeIdInvalid),
    answer: empty,
  }),
  speaksSpanish: profileEditor(
    "Show or hide 'Se habla español' on the listing (at once, without approval)",
    { body: speaksSpanishSchema, answer: json<SpeaksSpanishSaved>() },
  ),
});
