// Every island the server can render, each tied to its module in client/islands by name.
import AccountStatus from '../../client/islands/AccountStatus';
import AdminDrawer from '../../client/islands/AdminDrawer';
import AuthPortalForm from '../../client/islands/AuthPortalForm';
import BookingButton from '../../client/islands/BookingButton';
import FlashNotice from '../../client/islands/FlashNotice';
import NavDisclosure from '../../client/islands/NavDisclosure';
import PackageSelectButton from '../../client/islands/PackageSelectButton';
import PageRequestForm from '../../client/islands/PageRequestForm';
import PatientLoginForm from '../../client/islands/PatientLoginForm';
import PrintButton from '../../client/islands/PrintButton';
import RequestDoctorButton from '../../client/islands/RequestDoctorButton';
import { defineIsland } from './island';

export const AccountStatusIsland = defineIsland('AccountStatus', AccountStatus);
export const AdminDrawerIsland = defineIsland('AdminDrawer', AdminDrawer);
export const BookingButtonIsland = defineIsland('BookingButton', BookingButton);
export const FlashNoticeIsland = defineIsland('FlashNotice', FlashNotice);
export const NavDisclosureIsland = defineIsland('NavDisclosure', NavDisclosure);
export const PackageSelectButtonIsland = defineIsland('PackageSelectButton', PackageSelectButton);
export const RequestDoctorButtonIsland = defineIsland('RequestDoctorButton', RequestDoctorButton);
export const AuthPortalFormIsland = defineIsland('AuthPortalForm', AuthPortalForm);
export const PageRequestFormIsland = defineIsland('PageRequestForm', PageRequestForm);
export const PatientLoginFormIsland = defineIsland('PatientLoginForm', PatientLoginForm);
export const PrintButtonIsland = defineIsland('PrintButton', PrintButton);
