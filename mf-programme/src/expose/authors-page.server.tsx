import { listPageHead } from '@festival/shared/head/page-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadPersons } from '../features/authors/api/get-persons';
import { AuthorsPage } from '../features/authors/components/authors-page';
import '../i18n/programme-resources';

export const { load, render, head } = serverParcel(AuthorsPage, loadPersons, listPageHead('authors'));
