import { parseId } from '#common/id.ts';

/** The property id of a welcome URL (`/welcome/{id}`), by the API's one id rule; null otherwise. */
export const parsePropertyId = (value: string | undefined): number | null => parseId(value);

export const welcomePath = (propertyId: number) => `/welcome/${propertyId}`;
export const loginPath = (propertyId: number) => `/welcome/${propertyId}/login`;
export const leavePath = (propertyId: number) => `/welcome/${propertyId}/leave`;
