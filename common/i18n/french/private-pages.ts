import type { Catalogue } from '../translate.ts';
import { publicPagesFrench } from './public-pages.ts';
import { welcomeFrench } from './welcome.ts';

/** What a French private page (the guest's guide, the login) loads in the browser: all but the emails. */
export const privatePagesFrench: Catalogue = { ...publicPagesFrench, ...welcomeFrench };
