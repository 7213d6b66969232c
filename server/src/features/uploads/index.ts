// The uploads feature's one door: what other features and the seed use of it.
export { shareConferenceUpload, takeOwnImage, type UploadPlace } from "./share-upload";
export { attachUpload, isConferenceUpload, uploadAsDataUrl, uploadForConference } from "./uploads.service";
