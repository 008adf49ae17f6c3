import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadPersons } from '../features/authors/api/get-persons';
import { AuthorsPage } from '../features/authors/components/authors-page';
import '../i18n/programme-resources';

export const { load, render } = serverParcel(AuthorsPage, loadPersons);
