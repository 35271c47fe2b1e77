import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FileResponse } from '../../http/endpoint';
import { useApiClient } from '../../react/client-context';
import { downloadMonitoringLocationData } from './endpoints';
import type { MonitoringLocationDownloadQuery } from './schemas';

/** What a monitoring-location data download asks for (the project and the query). */
export interface MonitoringLocationDownloadInput {
  projectId: string;
  query: z.input<typeof MonitoringLocationDownloadQuery>;
}

/**
 * Downloads monitoring locations' data as a CSV file (GET /v0.1/project/{id}/download-data/
 * monitoring-locations). The answer is the file: its bytes, type and the name the server gave it
 * in content-disposition. A download changes nothing, so nothing is invalidated.
 */
export function useDownloadMonitoringLocationData() {
  const client = useApiClient();
  return useMutation<FileResponse, Error, MonitoringLocationDownloadInput>({
    // A 'file' endpoint answers with the file itself (http/client.ts readSuccess).
    mutationFn: (input) =>
      client.call(downloadMonitoringLocationData, {
        params: { id: input.projectId },
        query: input.query,
      }),
  });
}
