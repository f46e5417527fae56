// The "Consultation record" section of an admin's appointment page: whether the doctor has written a record (and when
// it last changed, India time) and its prescriptions by number and state. Never its content: the patient's age, sex,
// symptoms, vitals, diagnosis, advice and medicines are the doctor's and the patient's. An account is an admin's or a
// doctor's, never both (docs/decisions/0019-users-admin.md), so no admin is the appointment's doctor.
import { minutesOf, type RoomHolds } from '../../../consult';
import type { RecordExistence, PrescriptionState } from '../../../records';
import { indiaTime } from '../shared/india-time';

function PrescriptionStateText({ prescription }: { prescription: PrescriptionState }) {
  if (prescription.status === 'draft') return <>Draft, not issued</>;
  const issued = `Issued ${indiaTime(prescription.issuedAt ?? 0)}`;
  if (!prescription.supersededBy) return <>{issued}</>;
  return (
    <>
      {issued}; superseded by <span className="font-mono">{prescription.supersededBy}</span>
    </>
  );
}

export interface RecordSectionProps {
  record: RecordExistence | null;
  /** What the consultation room holds: minutes and how many chat messages, never what they say. */
  room?: RoomHolds | null;
  /** The files the patient added before the consultation: how many and how large, never their names or content. */
  files?: { count: number; bytes: number };
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function RecordSection({ record, room = null, files }: RecordSectionProps) {
  return (
    <section aria-labelledby="record-title" className="card grid gap-3" data-record-section="">
      <h2 id="record-title" className="m-0 text-lg font-bold">
        Consultation record
      </h2>
      <p className="m-0" data-room-held="">
        {room
          ? `Consultation room: video ${minutesOf(room.videoMs)} min, audio ${minutesOf(room.audioMs)} min; ${room.chatCount === 0 ? 'no chat' : `a chat of ${room.chatCount} message${room.chatCount === 1 ? '' : 's'} is kept with the record`}${room.identityAt ? '; the doctor confirmed the patient’s identity' : ''}.`
          : 'The consultation room has not been used.'}
      </p>
      {record ? (
        <p className="m-0">The doctor has written a record, last updated {indiaTime(record.updatedAt)} (India time).</p>
      ) : (
        <p className="m-0">The doctor has not written a record for this appointment.</p>
      )}
      {record && record.prescriptions.length === 0 && <p className="m-0">No prescription yet.</p>}
      {record && record.prescriptions.length > 0 && (
        <ul className="m-0 grid gap-1 pl-5">
          {record.prescriptions.map((prescription) => (
            <li key={prescription.number}>
              Prescription <span className="font-mono">{prescription.number}</span>:{' '}
              <PrescriptionStateText prescription={prescription} />
            </li>
          ))}
        </ul>
      )}
      {files && (
        <p className="m-0" data-files-count={files.count}>
          {files.count === 0
            ? 'The patient has added no files.'
            : `The patient has added ${files.count} ${files.count === 1 ? 'file' : 'files'} (${megabytes(files.bytes)}).`}
        </p>
      )}
      <p className="m-0 text-sm text-ink-700">
        Admins see that a record and a chat exist, not what they say: only the appointment’s doctor and the patient read
        them.
      </p>
    </section>
  );
}
