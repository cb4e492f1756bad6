import type { LegalDocument } from './legal-document';

export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: '2025',
  intro: [
    'At BBG, accessible from our website, one of our main priorities is the privacy of our visitors. This Privacy Policy document contains the types of information that is collected and recorded by BBG and how we use it.',
    'If you have additional questions or require more information about our Privacy Policy, do not hesitate to contact us. This Privacy Policy applies only to our online activities and is valid for visitors to our website with regards to the information that they shared and/or collect on it. This policy is not applicable to any information collected offline or via channels other than this website.',
  ],
  sections: [
    {
      heading: 'Consent',
      paragraphs: ['By using our website, you hereby consent to our Privacy Policy and agree to its terms.'],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        'The personal information that you are asked to provide, and the reasons why you are asked to provide it, will be made clear to you at the point we ask you to provide your personal information.',
        'If you contact us directly, we may receive additional information about you such as your name, email address, phone number, the contents of the message and/or attachments you may send us, and any other information you may choose to provide.',
        'When you send us an enquiry through the contact form or the partner enquiry form, we may ask for your contact information, including items such as your name, company name, company website, country, email address and telephone number.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use the information we collect in various ways, including to:'],
      list: [
        'Provide, operate, and maintain our website',
        'Improve, personalize, and expand our website',
        'Understand and analyze how you use our website',
        'Develop new products, services, features, and functionality',
        'Communicate with you, either directly or through one of our partners, including for customer service, to provide you with updates and other information relating to the website, and for marketing and promotional purposes',
        'Send you emails',
        'Find and prevent fraud',
      ],
    },
    {
      heading: 'Log Files',
      paragraphs: [
        'BBG follows a standard procedure of using log files. These files log visitors when they visit websites. All hosting companies do this as a part of hosting services\u2019 analytics. The information collected by log files includes internet protocol (IP) addresses, browser type, Internet Service Provider (ISP), date and time stamp, referring/exit pages, and possibly the number of clicks. These are not linked to any information that is personally identifiable. The purpose of the information is for analyzing trends, administering the site, tracking users\u2019 movement on the website, and gathering demographic information.',
      ],
    },
    {
      heading: 'Cookies and Web Beacons',
      paragraphs: [
        'Like any other website, BBG uses \u201ccookies\u201d. These cookies are used to store information including visitors\u2019 preferences, and the pages on the website that the visitor accessed or visited. The information is used to optimize the users\u2019 experience by customizing our web page content based on visitors\u2019 browser type and/or other information.',
      ],
    },
    {
      heading: 'Advertising Partners Privacy Policies',
      paragraphs: [
        'You may consult this list to find the Privacy Policy for each of the advertising partners of BBG.',
        'Third-party ad servers or ad networks use technologies like cookies, JavaScript, or Web Beacons that are used in their respective advertisements and links that appear on BBG, which are sent directly to users\u2019 browsers. They automatically receive your IP address when this occurs. These technologies are used to measure the effectiveness of their advertising campaigns and/or to personalize the advertising content that you see on websites that you visit.',
        'Note that BBG has no access to or control over these cookies that are used by third-party advertisers.',
      ],
    },
    {
      heading: 'Third Party Privacy Policies',
      paragraphs: [
        'BBG\u2019s Privacy Policy does not apply to other advertisers or websites. Thus, we are advising you to consult the respective Privacy Policies of these third-party ad servers for more detailed information. It may include their practices and instructions about how to opt-out of certain options.',
        'You can choose to disable cookies through your individual browser options. More detailed information about cookie management with specific web browsers can be found at the browsers\u2019 respective websites.',
      ],
    },
    {
      heading: 'CCPA Privacy Rights (Do Not Sell My Personal Information)',
      paragraphs: ['Under the CCPA, among other rights, California consumers have the right to:'],
      list: [
        'Request that a business that collects a consumer\u2019s personal data disclose the categories and specific pieces of personal data that a business has collected about consumers.',
        'Request that a business delete any personal data about the consumer that a business has collected.',
        'Request that a business that sells a consumer\u2019s personal data, not sell the consumer\u2019s personal data.',
        'If you make a request, we have one month to respond to you. If you would like to exercise any of these rights, please contact us.',
      ],
    },
    {
      heading: 'GDPR Data Protection Rights',
      paragraphs: ['We would like to make sure you are fully aware of all of your data protection rights. Every user is entitled to the following:'],
      list: [
        'The right to access \u2013 You have the right to request copies of your personal data. We may charge you a small fee for this service.',
        'The right to rectification \u2013 You have the right to request that we correct any information you believe is inaccurate. You also have the right to request that we complete the information you believe is incomplete.',
        'The right to erasure \u2013 You have the right to request that we erase your personal data, under certain conditions.',
        'The right to restrict processing \u2013 You have the right to request that we restrict the processing of your personal data, under certain conditions.',
        'The right to object to processing \u2013 You have the right to object to our processing of your personal data, under certain conditions.',
        'The right to data portability \u2013 You have the right to request that we transfer the data that we have collected to another organization, or directly to you, under certain conditions.',
        'If you make a request, we have one month to respond to you. If you would like to exercise any of these rights, please contact us.',
      ],
    },
    {
      heading: 'Children\u2019s Information',
      paragraphs: [
        'Another part of our priority is adding protection for children while using the internet. We encourage parents and guardians to observe, participate in, and/or monitor and guide their online activity.',
        'BBG does not knowingly collect any Personal Identifiable Information from children under the age of 13. If you think that your child provided this kind of information on our website, we strongly encourage you to contact us immediately and we will do our best efforts to promptly remove such information from our records.',
      ],
    },
  ],
} as const satisfies LegalDocument;
