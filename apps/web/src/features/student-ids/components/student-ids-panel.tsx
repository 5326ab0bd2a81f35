import { AddStudentIdsCard } from './add-student-ids-card.tsx';
import { StudentIdsList } from './student-ids-list.tsx';

/** The "Student IDs" tab of user management: who may register as a student. */
export function StudentIdsPanel() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <StudentIdsList />
      <AddStudentIdsCard />
    </div>
  );
}
