import { apiPaths } from '../api-paths.js';
import { empty, endpoint, json } from '../endpoint.js';
import { type PortalOverview, type ProfileChangeSubmitted, portalMessages } from '../portal.js';
import { profileFieldsSchema } from '../profile-changes.js';
import { idParam } from '../validation.js';

export const portalEndpoints = {
  overview: endpoint(apiPaths.portal.overview, {
    summary: "The owner's business and the change waiting for approval",
    tag: 'Portal',
    access: 'read:portal:own',
    answer: json<PortalOverview>(),
  }),
  submitChange: endpoint(apiPaths.portal.submitChange, {
    summary: 'Send profile changes for approval',
    tag: 'Portal',
    access: 'update:business-profile:own',
    body: profileFieldsSchema,
    answer: json<ProfileChangeSubmitted>(201),
  }),
  withdrawChange: endpoint(apiPaths.portal.withdrawChange, {
    summary: 'Withdraw the waiting profile change',
    tag: 'Portal',
    access: 'update:business-profile:own',
    params: idParam(portalMessages.changeIdInvalid),
    answer: empty,
  }),
} as const;
