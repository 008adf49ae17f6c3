import { listPageHead } from '@festival/shared/head/page-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadProgramme } from '../features/programme/api/load-programme';
import { ProgrammePage } from '../features/programme/components/programme-page';
import '../i18n/programme-resources';

export const { load, render, head } = serverParcel(ProgrammePage, loadProgramme, listPageHead('events'));
