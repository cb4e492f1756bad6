/** The home page's control labels, for screen readers and on hover: `<locale>/home-labels.json`. */
export interface HomeLabelsCatalogue {
  readonly homeLabels: {
    /** `{n}` of `{count}`. */
    readonly showMessage: string;
    readonly pauseMessages: string;
    readonly playMessages: string;
    readonly brandShowcase: string;
    /** `{n}` of `{count}`. */
    readonly brandPosition: string;
    readonly previousBrand: string;
    readonly nextBrand: string;
    readonly pauseVideo: string;
    readonly playVideo: string;
    readonly visionCarousel: string;
    readonly logosCarousel: string;
    readonly timelineCarousel: string;
    readonly cultureCarousel: string;
    /** `{alt}`: the photo's. */
    readonly enlargePhoto: string;
    /** `{alt}`: the photo's. */
    readonly enlargedPhoto: string;
    readonly closePhoto: string;
    readonly partnersCarousel: string;
  };
}
