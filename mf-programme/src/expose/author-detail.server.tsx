import { personHead } from '@festival/shared/head/programme-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadPerson } from '../features/authors/api/get-person';
import { AuthorDetail } from '../features/authors/components/author-detail';
import '../i18n/programme-resources';

export const { load, render, head, isNotFound } = serverParcel(AuthorDetail, loadPerson, personHead);
