import { useApiData } from '@festival/shared/api-client/use-api-data';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { AdminObject, CollectionSpec } from '../collections/field-spec';
import { getAdminObject } from '../api/get-admin-object';
import { newObject } from '../form/form-values';
import { AdminForm } from './admin-form';
import { DuplicateButton } from './duplicate-button';

/** /cms-hub/{collection}/{id} and …/new: the object read from the API, or a new empty one. */
export function ObjectEditor({ spec, id, justCreated }: { spec: CollectionSpec; id: number | 'new'; justCreated: boolean }) {
  const answer = useApiData<AdminObject>((signal) => (id === 'new' ? Promise.resolve(newObject(spec)) : getAdminObject(spec.name, id, signal)), [spec.name, id]);
  if (answer.status === 'loading') return <Skeleton lines={8} />;
  if (answer.status === 'error') return <LoadError onRetry={answer.reload} />;
  return (
    <>
      {id !== 'new' && <DuplicateButton collection={spec.name} id={id} />}
      <AdminForm key={`${spec.name}-${id}`} spec={spec} object={answer.data} justCreated={justCreated} onReload={answer.reload} />
    </>
  );
}
