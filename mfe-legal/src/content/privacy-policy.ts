import type { LegalDocument, LegalLink } from './legal-document';

const contactUs = { text: 'contact us', to: '/contact-us' } as const satisfies LegalLink;
const oneMonth = ['If you make a request, we have one month to respond to you. If you would like to exercise any of these rights, please ', contactUs, '.'] as const;

export const privacyPolicy = {
  title: 'Privacy Policy',
  intro: [
    'At BBG, accessible from our website, one of our main priorities is the privacy of our visitors. This Privacy Policy document contains the types of information that is collected and recorded by BBG and how we use it.',
    [
      'If you have additional questions or require more information about our Privacy Policy, do not hesitate to ',
      contactUs,
      '. This Privacy Policy applies only to our online activities and is valid for visitors to our website with regards to the information that they shared and/or collect on it. This policy is not applicable to any information collected offline or via channels other than this website.',
    ],
  ],
  sections: [
    {
      id: 'consent',
      heading: 'Consent',
      body: ['By using our website, you hereby consent to our Privacy Policy and agree to its terms.'],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: [
        'The personal information that you are asked to provide, and the reasons why you are asked to provide it, will be made clear to you at the point we ask you to provide your personal information.',
        'If you contact us directly, we may receive additional information about you such as your name, email address, phone number, the contents of the message and/or attachments you may send us, and any other information you may choose to provide.',
        'When you send us an enquiry through the contact form or the partner enquiry form, we may ask for your contact information, including items such as your name, company name, company website, country, email address and telephone number.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How we use your information',
      body: [
        'We use the information we collect in various ways, including to:',
        {
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
      ],
    },
    {
      id: 'log-files',
      heading: 'Log Files',
      body: [
        "BBG follows a standard procedure of using log files. These files log visitors when they visit websites. All hosting companies do this as a part of hosting services' analytics. The information collected by log files includes internet protocol (IP) addresses, browser type, Internet Service Provider (ISP), date and time stamp, referring/exit pages, and possibly the number of clicks. These are not linked to any information that is personally identifiable. The purpose of the information is for analyzing trends, administering the site, tracking users' movement on the website, and gathering demographic information.",
      ],
    },
    {
      id: 'cookies-and-web-beacons',
      heading: 'Cookies and Web Beacons',
      body: [
        "Like any other website, BBG uses \"cookies\". These cookies are used to store information including visitors' preferences, and the pages on the website that the visitor accessed or visited. The information is used to optimize the users' experience by customizing our web page content based on visitors' browser type and/or other information.",
      ],
    },
    {
      id: 'advertising-partners-privacy-policies',
      heading: 'Advertising Partners Privacy Policies',
      body: [
        'You may consult this section to find the Privacy Policy for each of the advertising partners of BBG.',
        "Third-party ad servers or ad networks use technologies like cookies, JavaScript, or Web Beacons that are used in their respective advertisements and links that appear on BBG, which are sent directly to users' browsers. They automatically receive your IP address when this occurs. These technologies are used to measure the effectiveness of their advertising campaigns and/or to personalize the advertising content that you see on websites that you visit.",
        'Note that BBG has no access to or control over these cookies that are used by third-party advertisers.',
      ],
    },
    {
      id: 'third-party-privacy-policies',
      heading: 'Third Party Privacy Policies',
      body: [
        "BBG's Privacy Policy does not apply to other advertisers or websites. Thus, we are advising you to consult the respective Privacy Policies of these third-party ad servers for more detailed information. It may include their practices and instructions about how to opt-out of certain options.",
        "You can choose to disable cookies through your individual browser options. More detailed information about cookie management with specific web browsers can be found at the browsers' respective websites.",
      ],
    },
    {
      id: 'ccpa-rights',
      heading: 'CCPA rights',
      body: [
        'Under the California Consumer Privacy Act (CCPA), among other rights, California consumers have the right to:',
        {
          list: [
            "Request that a business that collects a consumer's personal data disclose the categories and specific pieces of personal data that a business has collected about consumers.",
            'Request that a business delete any personal data about the consumer that a business has collected.',
            "Request that a business that sells a consumer's personal data, not sell the consumer's personal data.",
          ],
        },
        oneMonth,
      ],
    },
    {
      id: 'gdpr-rights',
      heading: 'GDPR rights',
      body: [
        'We would like to make sure you are fully aware of all of your data protection rights under the General Data Protection Regulation (GDPR). Every user is entitled to the following:',
        {
          list: [
            'The right to access: you have the right to request copies of your personal data. We may charge you a small fee for this service.',
            'The right to rectification: you have the right to request that we correct any information you believe is inaccurate. You also have the right to request that we complete the information you believe is incomplete.',
            'The right to erasure: you have the right to request that we erase your personal data, under certain conditions.',
            'The right to restrict processing: you have the right to request that we restrict the processing of your personal data, under certain conditions.',
            'The right to object to processing: you have the right to object to our processing of your personal data, under certain conditions.',
            'The right to data portability: you have the right to request that we transfer the data that we have collected to another organization, or directly to you, under certain conditions.',
          ],
        },
        oneMonth,
      ],
    },
    {
      id: 'childrens-information',
      heading: "Children's Information",
      body: [
        'Another part of our priority is adding protection for children while using the internet. We encourage parents and guardians to observe, participate in, and/or monitor and guide their online activity.',
        [
          'BBG does not knowingly collect any Personal Identifiable Information from children under the age of 13. If you think that your child provided this kind of information on our website, we strongly encourage you to ',
          contactUs,
          ' immediately and we will do our best efforts to promptly remove such information from our records.',
        ],
      ],
    },
  ],
} as const satisfies LegalDocument;
