/** Where the enquiry forms post, on the provider's API host (`apiBaseUrl` in config.json) and on the local server. */
export const ENQUIRY_PATH = '/API/APIUser/SubmitEnquiryBBG';
