export { BasicSection, BasicSectionView, type BasicSectionProps, type BasicSectionViewProps } from './basic/basic-section.js';
export { useBasicSection, type BasicSectionController } from './basic/use-basic-section.js';
export { ProfileImage, type ProfileImageProps } from './basic/profile-image.js';
export { PreferredDestination, type PreferredDestinationProps } from './basic/preferred-destination.js';
