import {
  studentNoteDelete,
  studentNotesList,
  studentNoteUpdate,
  studentNoteWrite,
} from "@ganit/contracts/endpoints/notes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** A teacher's notes about one child for the parents: read when the dialog opens, written from it. */
const notesKey = (studentId: string) => ["notes", studentId] as const;

export const useStudentNotes = (studentId: string | null) =>
  useQuery({
    queryKey: notesKey(studentId ?? ""),
    queryFn: () => call(studentNotesList, { params: { id: studentId ?? "" } }),
    enabled: studentId !== null,
  });

export function useNoteChanges(studentId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: notesKey(studentId) });
  return {
    write: useMutation({
      mutationFn: (text: string) => call(studentNoteWrite, { params: { id: studentId }, body: { text } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, text }: { id: string; text: string }) =>
        call(studentNoteUpdate, { params: { id }, body: { text } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(studentNoteDelete, { params: { id } }),
      onSuccess,
    }),
  };
}
