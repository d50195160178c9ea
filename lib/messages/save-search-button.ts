/**
 * The listings' 'Save this search' button: apart from the rest of the feature's texts
 * (./saved-searches.ts), which load with its dialog, so the cached listing pages carry only this.
 */
export const saveSearchButtonText = { label: 'Save this search' } as const;
