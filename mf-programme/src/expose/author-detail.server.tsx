import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadPerson } from '../features/authors/api/get-person';
import { AuthorDetail } from '../features/authors/components/author-detail';
import '../i18n/programme-resources';

export const { load, render } = serverParcel(AuthorDetail, loadPerson);
