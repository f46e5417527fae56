// Every island the server can render, each tied to its module in client/islands by name; and the one door from the
// Worker into client/: the browser's components the server renders as they are (form fields, alerts, the booking
// dialogs' contents, the words context) and the islands' prop types, so no other Worker file imports client/
// (tests/architecture).
import AccountStatus from '../../client/islands/AccountStatus';
import AdminDrawer from '../../client/islands/AdminDrawer';
import AuthPortalForm from '../../client/islands/AuthPortalForm';
import BookingButton from '../../client/islands/BookingButton';
import ConsultRoom from '../../client/islands/ConsultRoom';
import FileUpload from '../../client/islands/FileUpload';
import FlashNotice from '../../client/islands/FlashNotice';
import NavDisclosure from '../../client/islands/NavDisclosure';
import PackageSelectButton from '../../client/islands/PackageSelectButton';
import PageRequestForm from '../../client/islands/PageRequestForm';
import PatientLoginForm from '../../client/islands/PatientLoginForm';
import PrintButton from '../../client/islands/PrintButton';
import RequestDoctorButton from '../../client/islands/RequestDoctorButton';
import { defineIsland } from './island';

export { BookingOptions } from '../../client/booking/BookingOptions';
export { CallbackForm } from '../../client/booking/CallbackForm';
export { FormSafeguards } from '../../client/forms/FormSafeguards';
export { RequestForm, type RequestFormProps } from '../../client/forms/RequestForm';
export { useWords, WordsContext } from '../../client/i18n/words';
export { DRAWER_CLOSE_ATTRIBUTE } from '../../client/islands/AdminDrawer';
export type { AuthPortalFormState } from '../../client/islands/AuthPortalForm';
export type { ConsultRoomProps, ConsultRoomWords, RecordPanel } from '../../client/islands/ConsultRoom';
export type { LoginMode, PatientLoginFormState } from '../../client/islands/PatientLoginForm';
export { Alert, type AlertProps } from '../../client/ui/Alert';
export { Chevron } from '../../client/ui/Chevron';
export { Field, type FieldProps } from '../../client/ui/Field';

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
export const ConsultRoomIsland = defineIsland('ConsultRoom', ConsultRoom);
export const FileUploadIsland = defineIsland('FileUpload', FileUpload);
