import { useUpdateSensorGroup } from '@aq/api/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftOf, isSaved, rowPayload, type RowDraft, type SensorGroup } from './display-units';

/** How one row edit changes the draft, given the group as saved. */
export type RowChange = (group: SensorGroup, draft: RowDraft) => RowDraft;

/** The rows' local edits and the automatic save behind them. */
export interface RowDrafts {
  /** The draft of each row the user changed and the server does not have yet. */
  drafts: Readonly<Record<string, RowDraft>>;
  /**
   * Applies an edit to a row at once and saves the row when it is valid and differs from what is
   * saved: at once, or `delayMs` after the last edit (the factor's 1500 ms debounce).
   */
  edit: (name: string, change: RowChange, delayMs?: number) => void;
  /** Drops the drafts (and pending saves) of these rows, or of every row. */
  discard: (names?: readonly string[]) => void;
}

/**
 * Display-unit row edits apply locally at once and save automatically when valid (projects §4).
 * One save per row runs at a time: an edit made meanwhile is saved after it with the row as it is
 * then. A saved row drops its draft and shows the server's answer; a failed save drops it too (the
 * row shows what is saved) and reports the failure. An invalid row keeps its draft and is not sent.
 */
export function useRowDrafts(
  projectId: string,
  groups: readonly SensorGroup[] | undefined,
  onFailure: (error: unknown, name: string) => void,
): RowDrafts {
  const update = useUpdateSensorGroup();
  const [drafts, setDrafts] = useState<Readonly<Record<string, RowDraft>>>({});
  const draftsRef = useRef(drafts);
  const groupsRef = useRef(groups);
  /** Answers of saves newer than `groups` (the refetch has not arrived yet). */
  const answers = useRef(new Map<string, SensorGroup>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Set<string>());
  const again = useRef(new Set<string>());
  const failure = useRef(onFailure);
  // useMutation answers a new object on every render: keep its (stable) call in a ref, so that
  // `save` stays the same function and the unmount flush below runs only on unmount.
  const mutate = useRef(update.mutateAsync);

  useEffect(() => {
    failure.current = onFailure;
    mutate.current = update.mutateAsync;
  });
  useEffect(() => {
    groupsRef.current = groups;
    answers.current.clear();
  }, [groups]);

  const setDraft = useCallback((name: string, draft: RowDraft | null) => {
    const next = { ...draftsRef.current };
    if (draft) next[name] = draft;
    else delete next[name];
    draftsRef.current = next;
    setDrafts(next);
  }, []);

  const groupOf = useCallback(
    (name: string) =>
      answers.current.get(name) ??
      groupsRef.current?.find((group) => group.SensorGroupName === name),
    [],
  );

  const save = useCallback(
    async function save(name: string): Promise<void> {
      timers.current.delete(name);
      if (inFlight.current.has(name)) {
        again.current.add(name);
        return;
      }
      const group = groupOf(name);
      const draft = draftsRef.current[name];
      if (!group || !draft) return;
      const { body } = rowPayload(group, draft);
      if (!body) return;
      if (isSaved(group, body)) {
        setDraft(name, null);
        return;
      }
      inFlight.current.add(name);
      try {
        const answer = await mutate.current({ projectId, name, body });
        answers.current.set(name, answer);
        if (draftsRef.current[name] === draft) setDraft(name, null);
      } catch (error) {
        if (draftsRef.current[name] === draft) setDraft(name, null);
        failure.current(error, name);
      } finally {
        inFlight.current.delete(name);
        if (again.current.delete(name)) void save(name);
      }
    },
    [groupOf, projectId, setDraft],
  );

  const edit = useCallback(
    (name: string, change: RowChange, delayMs = 0) => {
      const group = groupOf(name);
      if (!group) return;
      setDraft(name, change(group, draftsRef.current[name] ?? draftOf(group)));
      clearTimeout(timers.current.get(name));
      if (delayMs > 0) {
        timers.current.set(
          name,
          setTimeout(() => void save(name), delayMs),
        );
      } else {
        void save(name);
      }
    },
    [groupOf, save, setDraft],
  );

  const discard = useCallback(
    (names?: readonly string[]) => {
      const chosen = names ?? Object.keys(draftsRef.current);
      for (const name of chosen) {
        clearTimeout(timers.current.get(name));
        timers.current.delete(name);
        again.current.delete(name);
        setDraft(name, null);
      }
    },
    [setDraft],
  );

  // Leaving the tab within the factor's debounce still saves what was typed (`save` changes only
  // with the project).
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [name, timer] of pending) {
        clearTimeout(timer);
        void save(name);
      }
    };
  }, [save]);

  return { drafts, edit, discard };
}
