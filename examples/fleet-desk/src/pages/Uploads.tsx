import { Card, FileUpload, HasPermi, ImageUpload, type UploadFn } from '@console/ui';
import { useState } from 'react';
import { uploadFile } from '../api';

/** A bike photo and the depot's stock lists (CSV), sent to the API as they are chosen. */
export function Uploads() {
  const [photos, setPhotos] = useState<string[]>([]);
  const [lists, setLists] = useState<string[]>([]);
  const [stored, setStored] = useState<string[]>([]);

  // The server's answer names what it stored; the page lists it under the controls.
  const upload: UploadFn = async (file, onProgress, signal) => {
    const answer = await uploadFile(file, onProgress, signal);
    if (answer.msg) setStored((list) => [...list, answer.msg ?? '']);
    return answer;
  };

  return (
    <HasPermi value={['fleet:upload']} fallback={<Card>You may not upload files.</Card>}>
      <div style={{ display: 'grid', gap: 16 }}>
        <Card title="Bike photo">
          <ImageUpload
            aria-label="Bike photo"
            value={photos}
            onChange={setPhotos}
            upload={upload}
            limit={1}
          />
        </Card>
        <Card title="Stock lists">
          <FileUpload
            aria-label="Stock lists"
            value={lists}
            onChange={setLists}
            upload={upload}
            fileType={['csv']}
            fileSize={1}
          />
          <ul aria-label="Stored files">
            {stored.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      </div>
    </HasPermi>
  );
}
