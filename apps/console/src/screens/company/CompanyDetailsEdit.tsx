import type { CompanyDetails, CompanyDetailsBody } from '@console/contract';
import { AppLink, Card, Empty } from '@console/ui';
import { LoadFailed } from '../../shared/LoadFailed';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { UploadImage } from '../../shared/useImagePreviews';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { CompanyDetailsForm } from './CompanyDetailsForm';

const DETAILS = '/company/details';

export interface CompanyDetailsEditProps {
  title: string;
  /** Undefined while loading (or when the load failed). */
  details: CompanyDetails | undefined;
  failed: boolean;
  onRetry: () => void;
  onSave: (body: CompanyDetailsBody) => Promise<CompanyDetails>;
  uploadImage: UploadImage;
  onSaved: (details: CompanyDetails) => void;
  onCancel: () => void;
}

/**
 * /company/details/edit: the form for the company's owner or a manager; anyone else of the company is told
 * who may change the details (the server refuses them too).
 */
export function CompanyDetailsEdit({ title, details, failed, onRetry, ...form }: CompanyDetailsEditProps) {
  if (!details) {
    return failed ? (
      <LoadFailed message="The company details could not be loaded." onRetry={onRetry} />
    ) : (
      <LoadingScreen inline />
    );
  }
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        {details.editable ? (
          <CompanyDetailsForm details={details} {...form} />
        ) : (
          <Empty
            description="Only the company's owner or a manager can change its details."
            action={<AppLink to={DETAILS}>Back to the company details</AppLink>}
          />
        )}
      </Card>
    </ScreenLayout>
  );
}
