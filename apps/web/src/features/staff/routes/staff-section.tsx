import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { staffToken } from '../api/staff-client';
import { StaffHomeRoute } from './staff-home';
import { StaffInvitationRoute } from './staff-invitation';
import { StaffLoginRoute } from './staff-login';

/** Without a staff token, the console's pages go to the staff sign-in (read at each render: signing in sets it). */
function SignedInStaff() {
  return staffToken.get() ? <StaffHomeRoute /> : <Navigate to={paths.staffLogin} replace />;
}

/** Everything under /staff, loaded as one chunk when a staff page is first opened. */
export function StaffSection() {
  return (
    <Routes>
      <Route path="login" element={<StaffLoginRoute />} />
      <Route path="invitation" element={<StaffInvitationRoute />} />
      <Route index element={<SignedInStaff />} />
      <Route path="*" element={<Navigate to={paths.staff} replace />} />
    </Routes>
  );
}
