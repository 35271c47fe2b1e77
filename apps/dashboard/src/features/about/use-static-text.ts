import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@aq/api';

/** A static file of the build (licences, EULA) as text. */
export function useStaticText(path: string) {
  return useQuery({
    queryKey: ['static', path],
    queryFn: async ({ signal }) => {
      const response = await fetch(path, { signal, credentials: 'same-origin' });
      if (!response.ok) throw new HttpError(path, response.status, response.statusText, null);
      return response.text();
    },
    staleTime: Infinity,
    retry: false,
  });
}
