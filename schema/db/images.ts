// The images table is built beside the users and sites tables it refers to (users-sites-images.ts).
export { type Image, imageRef, images } from "./users-sites-images";
