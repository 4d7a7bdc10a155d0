import { type Guide } from "@/content/guides/guide-schema";
import { chooseAWallpaperPatternGuide } from "./articles/choose-a-wallpaper-pattern";
import { chooseTheRightTypeOfWallpaperGuide } from "./articles/choose-the-right-type-of-wallpaper";
import { chooseTheRightWallpaperGuide } from "./articles/choose-the-right-wallpaper";
import { chooseWallpaperColorGuide } from "./articles/choose-wallpaper-color";
import { cleanWallpaperSafelyGuide } from "./articles/clean-wallpaper-safely";
import { differencesBetweenWallpaperBrandsGuide } from "./articles/differences-between-wallpaper-brands";
import { glossaryGuide } from "./articles/glossary";
import { hangWallpaperGuide } from "./articles/hang-wallpaper";
import { prepareYourWallsForWallpaperGuide } from "./articles/prepare-your-walls-for-wallpaper";
import { wallpaperInTheLaundryRoomGuide } from "./articles/wallpaper-in-the-laundry-room";
import { whatCanIDoWithABorderGuide } from "./articles/what-can-i-do-with-a-border";

/** The eleven guides in Spanish, in the English reading order (tested). */
export const guides: readonly Guide[] = [
  chooseWallpaperColorGuide,
  chooseAWallpaperPatternGuide,
  whatCanIDoWithABorderGuide,
  chooseTheRightTypeOfWallpaperGuide,
  prepareYourWallsForWallpaperGuide,
  hangWallpaperGuide,
  cleanWallpaperSafelyGuide,
  chooseTheRightWallpaperGuide,
  wallpaperInTheLaundryRoomGuide,
  differencesBetweenWallpaperBrandsGuide,
  glossaryGuide,
];
